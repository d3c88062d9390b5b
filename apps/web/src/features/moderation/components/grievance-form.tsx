import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  grievanceBody,
  type GrievanceBody,
  type GrievanceCreated,
  type GrievanceInput,
} from '@samaj/shared/grievances';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage, showServerFieldErrors } from '@/lib/server-field-errors';
import { useFileGrievance } from '../api/grievances';
import { formatDateTime } from './dates';

const FIELDS = ['name', 'contact', 'subject', 'description', 'reportedUrl'] as const;
const emptyForm: GrievanceBody = { name: '', contact: '', subject: '', description: '', reportedUrl: '' };

/** The grievance form (no login needed); once filed, the ticket and the dates it will be answered by. */
export function GrievanceForm() {
  const { t } = useLingui();
  const file = useFileGrievance();
  const [filed, setFiled] = useState<GrievanceCreated | null>(null);
  const form = useForm<GrievanceBody, unknown, GrievanceInput>({
    resolver: zodResolver(grievanceBody),
    defaultValues: emptyForm,
  });

  async function submit(values: GrievanceInput) {
    try {
      setFiled(await file.mutateAsync(values));
      form.reset(emptyForm);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, form.setError);
      toast({ title: t`Could not send`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  if (filed) return <GrievanceReceipt filed={filed} onAnother={() => setFiled(null)} />;

  return (
    <Card aria-labelledby="grievance-form-title">
      <CardHeader>
        <CardTitle id="grievance-form-title">
          <Trans>File a grievance</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>About content on Samaj, a member, or a decision of our moderators. No account is needed.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label={t`File a grievance`}
          onSubmit={form.handleSubmit(submit)}
          className="flex flex-col gap-5"
        >
          <Field control={form.control} name="name" label={t`Your name`}>
            {(input) => <Input {...input} autoComplete="name" maxCharacters={100} />}
          </Field>
          <Field
            control={form.control}
            name="contact"
            label={t`Phone or email`}
            hint={t`Where the Grievance Officer can reach you.`}
          >
            {(input) => <Input {...input} autoComplete="email" inputMode="email" maxLength={254} />}
          </Field>
          <Field control={form.control} name="subject" label={t`Subject`}>
            {(input) => <Input {...input} maxCharacters={200} />}
          </Field>
          <Field control={form.control} name="description" label={t`What happened`}>
            {(input) => <Textarea {...input} rows={5} maxCharacters={5000} />}
          </Field>
          <Field
            control={form.control}
            name="reportedUrl"
            label={t`Link to the content`}
            optional
            hint={t`Copy it from the address bar, e.g. a post's page.`}
          >
            {(input) => <Input {...input} type="url" inputMode="url" placeholder={t`https://`} />}
          </Field>
          <Button type="submit" loading={file.isPending} className="self-stretch sm:self-start">
            <Trans>Send grievance</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function GrievanceReceipt({ filed, onAnother }: { filed: GrievanceCreated; onAnother: () => void }) {
  // The form it replaces was long: bring the ticket into view and tell screen readers where they are.
  useEffect(() => document.getElementById('grievance-filed-title')?.focus(), []);
  return (
    <Card aria-labelledby="grievance-filed-title" role="status">
      <CardHeader>
        <CardTitle id="grievance-filed-title" tabIndex={-1} className="flex items-center gap-2 outline-none">
          <CircleCheck className="size-6 text-success" aria-hidden />
          <Trans>Grievance received</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Keep your ticket: it is the only way to follow your grievance.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">
            <Trans>Your ticket</Trans>
          </span>
          <span className="font-mono text-xl font-bold tracking-wide select-all" data-testid="grievance-ticket">
            {filed.ticket}
          </span>
        </p>
        <dl className="grid gap-2 text-base">
          <div>
            <dt className="text-sm text-muted-foreground">
              <Trans>Acknowledged by</Trans>
            </dt>
            <dd className="font-medium">{formatDateTime(filed.acknowledgeBy)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">
              <Trans>Resolved by</Trans>
            </dt>
            <dd className="font-medium">{formatDateTime(filed.resolveBy)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/grievance/${filed.ticket}`}>
              <Trans>See its status</Trans>
            </Link>
          </Button>
          <Button variant="outline" onClick={onAnother}>
            <Trans>File another</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
