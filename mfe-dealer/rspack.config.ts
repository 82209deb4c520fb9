import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

export default remoteConfig({ name: 'dealer', title: '樂享 dealer（獨立開發）', dir: path.resolve(__dirname) });
