/**
 * The router of the page server's renders (each app's src/server.tsx, built for Node by
 * serverConfig of @joy/mf-config): a location given, no history. Never in a browser bundle.
 */
export { StaticRouter } from 'react-router';
