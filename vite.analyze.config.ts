import { defineConfig, mergeConfig } from 'vite'
import base from './vite.config.ts'
import { analyze } from '/tmp/analyze-plugin.ts'
export default defineConfig((env) => mergeConfig((base as any)(env), { plugins: [analyze()] }))
