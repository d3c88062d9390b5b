import { expect, screenshot, test } from '../fixtures.ts';

/** The public grievance page (IT Rules 2021, rule 3(2)): no login needed. */

test('anyone files a grievance: the officer, a clear error per bad field, the ticket, then its status page', async ({
  page,
}) => {
  // From the login page's footer, without an account.
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievances' }).click();
  await expect(page).toHaveURL('/grievance');

  const officer = page
    .getByRole('region', { name: 'Grievance Officer' })
    .or(page.locator('[aria-labelledby="officer-title"]'));
  await expect(officer).toContainText('Meera Iyer');
  await expect(officer).toContainText('grievance@samaj.example');
  await expect(officer.getByRole('link', { name: '+91 80 4000 1234' })).toBeVisible();
  await expect(page.getByText(/Grievance Appellate Committee/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'gac.gov.in' })).toHaveAttribute('href', 'https://gac.gov.in');
  await screenshot(page, 'grievance-1-page');

  const form = page.getByRole('form', { name: 'File a grievance' });
  await form.getByLabel('Your name').fill('Kamla Devi');
  await form.getByLabel('Phone or email').fill('not a contact');
  await form.getByLabel('What happened').fill('A member posted my photo without asking.');
  await form.getByLabel(/Link to the content/).fill('ftp://example.com/post');
  await form.getByRole('button', { name: 'Send grievance' }).click();
  await expect(form.getByText('Enter a phone number or an email address where we can reach you')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('The link must start with http:// or https://')).toBeVisible();
  await expect(form.getByText('Your name is required')).toHaveCount(0);
  await expect(form.getByLabel('Phone or email')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'grievance-2-errors');

  await form.getByLabel('Phone or email').fill('kamla@example.com');
  await form.getByLabel('Subject').fill('My photo was posted without consent');
  await form.getByLabel(/Link to the content/).fill('https://samaj.example/posts/123');
  await form.getByRole('button', { name: 'Send grievance' }).click();

  const receipt = page.getByRole('status').filter({ hasText: 'Grievance received' });
  await expect(receipt).toBeVisible();
  const ticket = (await receipt.getByTestId('grievance-ticket').textContent())!.trim();
  expect(ticket).toMatch(/^GRV-[0-9A-Z]{12}$/);
  await expect(receipt).toContainText('Acknowledged by');
  await expect(receipt).toContainText('Resolved by');
  await screenshot(page, 'grievance-3-ticket');

  await receipt.getByRole('link', { name: 'See its status' }).click();
  await expect(page).toHaveURL(`/grievance/${ticket}`);
  await expect(page.getByRole('heading', { name: 'My photo was posted without consent' })).toBeVisible();
  await expect(page.getByText('Status:')).toContainText('Received');
  await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    /Received/,
    /AcknowledgedNot yet/,
    /ResolvedNot yet/,
  ]);
  await screenshot(page, 'grievance-4-status');

  // A ticket that does not exist, typed into the lookup.
  await page.goto('/grievance');
  await page.getByLabel('Already filed one? Enter your ticket').fill('GRV-22222222222A');
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page).toHaveURL('/grievance/GRV-22222222222A');
  await expect(page.getByText('No grievance has this ticket')).toBeVisible();
});
