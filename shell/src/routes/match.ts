/** Matching paths to the route table (@joy/mf-config/routes, shared with the API's page server). */
export { isAppHelpPath, matchPattern, normalisePath, ownerOf, resolve, type Resolution } from '@joy/mf-config/routes';
