import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

export default remoteConfig({ name: 'booking', title: '樂享 booking（獨立開發）', dir: path.resolve(__dirname) });
