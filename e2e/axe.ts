import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Moderate to axe, held to here (issue 15): one h1 per page, headings in order. */
const FAILING_RULES = new Set(['page-has-heading-one', 'heading-order']);
const NODES_SHOWN = 5;

/**
 * The serious and critical violations of an axe run (and the heading rules), one readable line each:
 * `serious color-contrast: Elements must meet minimum color contrast ratio thresholds → button.h-11 (contrast 3.1:1…)`.
 */
export function axeProblems(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '') || FAILING_RULES.has(violation.id))
    .flatMap((violation) => {
      const lines = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${violation.impact} ${violation.id}: ${violation.help} → ${node.target.join(' ')}${why ? ` (${why})` : ''}`;
      });
      const more = violation.nodes.length - NODES_SHOWN;
      return more > 0 ? [...lines, `${violation.impact} ${violation.id}: …and ${more} more`] : lines;
    });
}

/**
 * An axe run on `page` for `tags`, made cheap without changing what it finds:
 * - `resultTypes: ['violations']`: axe still runs every rule on every node, but lists only one node for each passing,
 *   incomplete or inapplicable rule instead of all of them (axeProblems reads only violations);
 * - legacy mode: `axe.run` in the page itself, instead of `runPartial` in each frame and `finishRun` in a blank page
 *   that @axe-core/playwright opens (a new renderer) for every run. It leaves out cross-origin frames only; the app
 *   has no frames.
 * On pages with faults added, both found the same violations on the same nodes; the member screens' test used about a
 * third less CPU, and its axe runs a third of the time (docs/BENCHMARKS.md, npm test).
 */
export function axeFor(page: Page, tags: string[]): AxeBuilder {
  // `options` replaces what `withTags` set: it comes first.
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(tags)
    .setLegacyMode(true);
}
