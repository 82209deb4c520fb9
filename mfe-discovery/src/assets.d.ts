/** Stylesheets are imported as text (rspack.config.ts: asset/source) and added by the code that needs them. */
declare module '*.css' {
  const source: string;
  export default source;
}
