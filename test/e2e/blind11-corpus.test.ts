import { BLIND11_CORPUS } from '../analyzer/corpus-score.ts';
import { describeCorpusMeasurement } from './corpus-measurement.ts';

/**
 * The analyzer on the blind11 corpus (corpora/blind11): judges from three more benchmarks used nowhere else in the
 * repository (WebShop's purchase reward, PopupAttack's pop-up click analysis of an OSWorld agent, and TravelPlanner's
 * commonsense and hard constraints of a plan), labelled blind from the docs and committed before the analyzer ran on
 * them. The people changing the analyzer are told not to read the folder. Like the other blind corpora it holds no
 * floor, so that nobody tunes the analyzer to it; it fails only when the measurement itself is broken.
 */
describeCorpusMeasurement('blind11 corpus', BLIND11_CORPUS, 'blind11');
