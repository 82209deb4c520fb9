import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

export default remoteConfig({ name: 'discovery', title: '樂享 discovery（獨立開發）', dir: path.resolve(__dirname) });
