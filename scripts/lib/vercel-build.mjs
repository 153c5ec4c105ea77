// `vercel build` with the pinned CLI: Vercel's own build of this checkout into .vercel/output, offline and with no
// login. It runs `npm run build` (so .next is the same build `next start` serves) and then writes Vercel's output
// from it. Used by `npm run build:vercel` (CI's one build) and `npm run check:vercel`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// 61 to 64 depend on packages the registry this project uses does not serve.
const VERCEL_VERSION = '60.1.3';

/** The pinned CLI, installed once into a gitignored cache folder, outside the app's dependencies (it is 360 MB). */
export function vercelBinary(root) {
  if (process.env.VERCEL_CLI) return process.env.VERCEL_CLI;
  const cacheDir = path.join(root, '.cache', 'vercel-cli');
  const installed = path.join(cacheDir, 'node_modules', 'vercel', 'package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== VERCEL_VERSION) {
    console.log(`Installing vercel@${VERCEL_VERSION} into ${path.relative(root, cacheDir)} …`);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path.join(cacheDir, 'package.json'), '{ "private": true }\n');
    // --prefer-offline: npm's cache answers for what it holds (12–15 s here against 32–35, 2 interleaved pairs).
    execFileSync('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', `vercel@${VERCEL_VERSION}`], {
      stdio: 'inherit',
    });
  }
  return path.join(cacheDir, 'node_modules', '.bin', 'vercel');
}

/**
 * Builds for Vercel's production target (`--prod`: VERCEL_ENV=production, as the firm's production deployment; a
 * preview build would mark every page noindex). `vercel build` needs only a project file that names the framework.
 * @param {string} root the checkout
 */
export function vercelBuild(root) {
  const projectFile = path.join(root, '.vercel', 'project.json');
  // installCommand "": the packages are installed already (`npm install` ran first), so the CLI skips its own install.
  // This file is local only (.vercel/ is gitignored); Vercel's deployments install as they always do.
  const project = { projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs', installCommand: '' } };
  if (!existsSync(projectFile) || JSON.parse(readFileSync(projectFile, 'utf8')).settings?.installCommand !== '') {
    mkdirSync(path.dirname(projectFile), { recursive: true });
    writeFileSync(projectFile, JSON.stringify(project));
  }
  execFileSync(vercelBinary(root), ['build', '--prod', '--yes'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}
