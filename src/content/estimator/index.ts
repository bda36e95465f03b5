import { glazingModel } from '../../lib/acoustics/glazing.ts';
import { estimatorModel } from '../../lib/estimator/estimate.ts';
import { roomInputs } from '../../lib/estimator/roomInput.ts';
import { configCodec } from '../../lib/estimator/config.ts';
import { estimatorData } from './data.ts';
import { estimatorWords } from './words.ts';

// The noise-reduction calculator bound to the business's figures and words (noiseEstimator.json and
// estimator-words.json, checked by data.ts and words.ts): the model is src/lib's, and takes them as arguments. Made
// once here, for the pages, the islands, the scripts and the tests alike. Reads no file: the bundle inlines the JSON.
// Each list below is by name: what they use of each part.

export const { floatSecondaryPerformance, performance, secondaryBuildUp, windowPerformance } =
  glazingModel(estimatorData);

const room = roomInputs(estimatorData, estimatorWords);
export const { checkEvents, checkRoomField, roomFields } = room;

const model = estimatorModel(estimatorData, estimatorWords, { windowPerformance });
export const {
  checkGap,
  checkLevel,
  dbRangeLabel,
  dbRangeParts,
  estimate,
  eventsApply,
  eventsAverage,
  indoorLabel,
  indoorParts,
  invalidLevelMessage,
  loudnessPercent,
  percentLabel,
  roomFor,
  roomOf,
  windowRatings,
} = model;

export const { decodeConfig, describeConfig, describeEstimate } = configCodec(
  estimatorData,
  estimatorWords,
  model,
  room,
);
