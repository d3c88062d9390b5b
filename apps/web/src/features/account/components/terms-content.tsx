import { Trans } from '@lingui/react/macro';
import type { LegalNotice } from '@samaj/shared/account';
import { Link } from 'react-router';
import { Contacts } from './legal-page';

/** The Terms of Use: what members agree to at signup. */
export function TermsContent({ notice }: { notice: LegalNotice }) {
  const operatorName = notice.operator.name;
  return (
    <>
      <section aria-labelledby="who">
        <h2 id="who">
          <Trans>Who may use Samaj</Trans>
        </h2>
        <p>
          <Trans>
            Samaj is a community service run by {operatorName}: a feed, a directory of members who can help one another,
            chat, and marriage profiles. You must be 18 or older, use your own mobile number, and give true details
            about yourself.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="conduct">
        <h2 id="conduct">
          <Trans>How to behave</Trans>
        </h2>
        <ul>
          <li>
            <Trans>No harassment, threats, hate, obscene content, or content about children that harms them.</Trans>
          </li>
          <li>
            <Trans>No impersonation, fake profiles, or profiles made for someone without their knowledge.</Trans>
          </li>
          <li>
            <Trans>No asking members for money, and no selling. Report anyone who asks you for money.</Trans>
          </li>
          <li>
            <Trans>
              Post only what you have the right to share: other people’s photos and numbers need their consent.
            </Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="marriage">
        <h2 id="marriage">
          <Trans>Marriage profiles</Trans>
        </h2>
        <p>
          <Trans>
            A marriage profile is for finding a spouse only, for yourself or for a family member who agrees to it. Its
            details must be true. Samaj does not check profiles unless they carry the verified mark: meet in safe
            places, involve your family, and never send money to someone you met here.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="moderation">
        <h2 id="moderation">
          <Trans>Reports and moderation</Trans>
        </h2>
        <p>
          <Trans>
            Anyone can report a post, comment, message or member. Moderators may remove content and suspend or ban
            accounts that break these terms; you are told why, and you can ask for a review through the grievance
            officer.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="your-data">
        <h2 id="your-data">
          <Trans>Your data</Trans>
        </h2>
        <p>
          <Trans>
            What we keep, why and for how long, and how to download or delete it, is in the{' '}
            <Link to="/privacy">Privacy Policy</Link>. You can delete your account at any time in Settings.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="changes">
        <h2 id="changes">
          <Trans>Changes</Trans>
        </h2>
        <p>
          <Trans>
            When these terms change, the version date above changes and we ask you to agree again before you go on. The
            service is provided as it is, without any promise about the members you meet through it.
          </Trans>
        </p>
      </section>
      <Contacts notice={notice} />
    </>
  );
}
