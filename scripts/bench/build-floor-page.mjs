#!/usr/bin/env node
/**
 * Builds the floor page alone, as `bench:check` does before it measures, so that .ci/run can build it while the unit
 * tests finish (a core is idle then) and pass `bench:check -- --floor-built`. The site must be built first
 * (scripts/bench/floor.mjs).
 */
import { buildFloor } from './floor.mjs';

const ms = await buildFloor({ floorPageOnly: true });
console.log(`The floor page built in ${(ms / 1000).toFixed(1)} s`);
