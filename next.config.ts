import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (tests, benchmarks) use separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The repository root is this folder even when a parent folder holds a lockfile.
  turbopack: { root: __dirname },
  // jsdom cannot load @vercel/analytics as an ES module in Jest without this.
  transpilePackages: ['@vercel/analytics'],
  // PGlite ships its own wasm; bundling it would copy the wasm into the public output.
  serverExternalPackages: ['@electric-sql/pglite'],
  images: {
    // Stock photography stays possible for content records; our own artwork is local SVG.
    remotePatterns: [{ protocol: 'https', hostname: 'images.unsplash.com' }],
  },
};

export default nextConfig;
