import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint configuration, as `npm run lint` applies it to a screen of the web app. */
const root = path.resolve(import.meta.dirname, '../../../../..');
const eslint = new ESLint({ cwd: root });

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/web/src/features/x/lint-sample.tsx'),
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('lint flags English a member would see that is not translated', () => {
  it('in JSX text, in a literal, and in the attributes a reader sees or hears', { timeout: 30_000 }, async () => {
    expect(await problems('export const A = () => <p>Send interest</p>;')).toEqual([
      'Visible English must be wrapped in <Trans> so it can be translated.',
    ]);
    expect(
      await problems("export const A = (props: { on: boolean }) => <p>{props.on ? 'Saved' : 'Save'}</p>;"),
    ).toHaveLength(2);
    for (const attribute of ['placeholder', 'aria-label', 'title', 'alt'])
      expect(await problems(`export const A = () => <input ${attribute}="Search members" />;`)).toEqual([
        'A visible or spoken attribute must be translated: t`…` from useLingui().',
      ]);
  });

  it('leaves translated texts, and what no reader sees, alone', { timeout: 30_000 }, async () => {
    const code = `import { Trans, useLingui } from '@lingui/react/macro';
export function A() {
  const { t } = useLingui();
  return <p className="text-sm" aria-label={t\`Send interest\`}><Trans>Send interest</Trans></p>;
}`;
    expect(await problems(code)).toEqual([]);
  });
});
