import { defineConfig } from 'vite';
import { remoteConfig } from '../scripts/vite-config';

export default defineConfig(remoteConfig('marketing', 5171));
