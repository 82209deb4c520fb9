import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

export default remoteConfig({ name: 'member', title: '樂享 member（獨立開發）', dir: path.resolve(__dirname) });
