import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

export default remoteConfig({ name: 'help', title: '樂享 help（獨立開發）', dir: path.resolve(__dirname) });
