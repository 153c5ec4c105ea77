/*
 * Jest-only transform for PGlite's CommonJS build. It loads Node built-ins with import(), which
 * Jest's sandbox runs only under --experimental-vm-modules; rewrite those calls to the sandbox's
 * require(). Its emscripten loader also asks node:module for createRequire(); Jest's stand-in for
 * that fails, and the loader only needs a require for built-ins, so it gets the sandbox's own.
 */
import { createHash } from 'node:crypto';

const NODE_MODULE_IMPORT = /\bimport\((["'])(?:node:)?module\1\)/g;
const DYNAMIC_IMPORT = /\bimport\((["'][^"']+["'])\)/g;
const TRANSFORM_VERSION = '1';

const transformer = {
  process(source) {
    const code = source
      .replace(NODE_MODULE_IMPORT, 'Promise.resolve({ createRequire: () => __pgliteRequire })')
      .replace(DYNAMIC_IMPORT, 'Promise.resolve(__pgliteRequire($1))');
    // Bound at module level because the emscripten code declares its own `var require`.
    return { code: `const __pgliteRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(TRANSFORM_VERSION).update(filename).update(source).digest('hex');
  },
};

export default transformer;
