// Files a Vercel function must never ship (its .vc-config.json filePathMap): they never run there. Plain JavaScript:
// the Vercel-output check reads it under bare Node.

/**
 * The project's tests, docs, scripts and public files (served as static files), the fonts the Open Graph cards do not
 * read (they read two Inter cuts: components/seo/og-image.tsx), and the example settings: Vercel's builder ships every
 * root file named `.env` or `.env.*` with each server function, so the example is `env.example`.
 */
export const NOT_SHIPPED =
  /^(e2e|__tests__|docs|scripts|\.ci|public)\/|^node_modules\/@fontsource\/(?!inter\/files\/inter-latin-[47]00-normal\.woff$)|^\.?env\.example$/;

/**
 * Of a function's files (the filePathMap's keys), those it must not ship.
 * @param {readonly string[]} files
 */
export const strayFiles = (files) => files.filter((file) => NOT_SHIPPED.test(file));

/**
 * Whether Vercel's builder ships this root file with every server function (an env file Next.js would load there).
 * @param {string} name a file name in the project's root
 */
export const shippedAsEnvFile = (name) => name === '.env' || name.startsWith('.env.');
