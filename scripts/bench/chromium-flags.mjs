/**
 * Chromium honours only the last --disable-features on its command line, so a flag of our own after the launcher's
 * (Playwright's, chrome-launcher's) would switch the launcher's list back on. These merge the lists into one flag.
 */
const DISABLE = '--disable-features=';

/** Every feature the --disable-features flags among `args` name. */
export function disabledFeatures(args) {
  return args.filter((arg) => arg.startsWith(DISABLE)).flatMap((arg) => arg.slice(DISABLE.length).split(',')).filter(Boolean);
}

/**
 * `flags` with their own --disable-features replaced by one naming the launcher's features, theirs and `features`.
 * @param {string[]} flags ours, to come after the launcher's arguments
 * @param {string[]} launcherArgs the arguments the launcher adds by itself
 * @param {string[]} features more features to switch off
 */
export function withDisabledFeatures(flags, launcherArgs, features) {
  const all = new Set([...disabledFeatures(launcherArgs), ...disabledFeatures(flags), ...features]);
  return [...flags.filter((flag) => !flag.startsWith(DISABLE)), `${DISABLE}${[...all].join(',')}`];
}
