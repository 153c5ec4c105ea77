// The site's brand colours, and each section's palette for its covers (services, industries, insights).

export const NAVY = ['#0f2638', '#16344b', '#1f4661'];
export const TEAL = ['#0e6e74', '#7fd0d3', '#d9eeee'];
export const SAND = ['#fbf9f5', '#f5f0e6', '#e9e0cf'];
export const COPPER = ['#b2561a', '#f0b27a'];

export const PALETTES = {
  // navy + copper
  services: {
    sky: [NAVY[0], NAVY[2]],
    glow: COPPER[1],
    glowOpacity: 0.12,
    contour: SAND[2],
    contourOpacity: 0.1,
    indexOpacity: 0.2,
    bands: [NAVY[2], NAVY[1], NAVY[0]],
    bandOpacity: [1, 1, 1],
    rim: COPPER[1],
    rimOpacity: 0.55,
    terrain: SAND[2],
    terrainOpacity: 0.1,
    river: [COPPER[0], COPPER[1]],
    riverHighlight: SAND[0],
    motif: COPPER[1],
  },
  // teal + sand
  industries: {
    sky: [SAND[0], SAND[1]],
    glow: TEAL[1],
    glowOpacity: 0.22,
    contour: TEAL[0],
    contourOpacity: 0.13,
    indexOpacity: 0.24,
    bands: [TEAL[2], TEAL[1], SAND[2]],
    bandOpacity: [1, 0.45, 1],
    rim: COPPER[0],
    rimOpacity: 0.35,
    terrain: TEAL[0],
    terrainOpacity: 0.14,
    river: [TEAL[0], TEAL[0]],
    riverHighlight: TEAL[1],
    motif: TEAL[0],
  },
  // navy + teal
  insights: {
    sky: [NAVY[0], TEAL[0]],
    glow: TEAL[1],
    glowOpacity: 0.18,
    contour: TEAL[1],
    contourOpacity: 0.12,
    indexOpacity: 0.24,
    bands: [NAVY[2], NAVY[1], NAVY[0]],
    bandOpacity: [1, 1, 1],
    rim: TEAL[1],
    rimOpacity: 0.5,
    terrain: TEAL[1],
    terrainOpacity: 0.1,
    river: [TEAL[0], TEAL[1]],
    riverHighlight: TEAL[2],
    motif: TEAL[1],
  },
};
