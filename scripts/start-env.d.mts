/** The environment `npm start` gives the server (start-env.mjs). */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
