import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pwaStore, usePwaState } from './pwa-store';

/** Settings: "Install app", shown only while the browser offers to install Samaj (Android Chrome and similar). */
export function InstallAppCard() {
  const { installPrompt } = usePwaState();
  if (!installPrompt) return null;

  async function install() {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice;
    // An offer can be used once; after "Cancel" the browser may make a fresh one later.
    pwaStore.installOffered(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Samaj on your home screen</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Open Samaj like any other app, full screen, with notifications.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => void install()}>
          <Download aria-hidden />
          <Trans>Install app</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
