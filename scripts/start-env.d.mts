/** The environment `npm start` gives the server (start-env.mjs). */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** The environment `npm start` builds the client with (start-env.mjs). */
export function clientBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** What a client build is made for beyond its sources: key and country (start-env.mjs). */
export function buildFlavour(buildEnv: NodeJS.ProcessEnv): string;
