// The spec's areas: the launch check reports one left without its pages, so the list lives with it.
export { specAreaGuides, specInstallerAreas } from '../../../scripts/launch/specAreas.ts';
