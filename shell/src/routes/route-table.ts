/** The route table lives in @joy/mf-config, where the API's page server reads it as well. */
export { APP_HELP_SEGMENT, dealerRoutes, ERROR_PATH, redirects, routeTable, type Owner } from '@joy/mf-config/routes';
