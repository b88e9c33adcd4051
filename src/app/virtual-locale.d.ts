declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
