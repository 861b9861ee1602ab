import { defineConfig } from 'vite';
import { remoteConfig } from '../scripts/vite-config.ts';

export default defineConfig((env) => remoteConfig('marketing', 5171, env));
