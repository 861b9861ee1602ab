import { defineConfig } from 'vite';
import { shellConfig } from '../scripts/vite-config.ts';

export default defineConfig(shellConfig(5170));
