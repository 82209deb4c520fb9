import { renderStandalone } from '@joy/ui';
import { App } from './app/app';

renderStandalone(App);
