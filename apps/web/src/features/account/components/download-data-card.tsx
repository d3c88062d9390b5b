import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDownloadMyData } from '../api/export';

/** Settings: "Download my data", a ZIP with data.json and the member's photos (3 a day). */
export function DownloadDataCard() {
  const { t } = useLingui();
  const download = useDownloadMyData();

  function start() {
    download.mutate(undefined, {
      onSuccess: () => toast({ title: t`Operation Succeed!`, description: t`Your data is downloaded.` }),
      onError: (error) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card aria-labelledby="download-data-title">
      <CardHeader>
        <CardTitle id="download-data-title">
          <Trans>Download my data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A ZIP file with everything Samaj holds about you: your account, profile, posts, comments, messages,
            interests, blocks and sessions in data.json, and your photos. Up to 3 times a day.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="w-full sm:w-auto" onClick={start} loading={download.isPending}>
          <Download aria-hidden />
          <Trans>Download my data</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
