/** The header's two drop-down groups; shared by the desktop bar and the mobile panel. */
export type MenuName = 'services' | 'industries';
