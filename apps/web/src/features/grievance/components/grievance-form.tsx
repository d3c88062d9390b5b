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
      toast({ title: 'Could not send', description: serverMessage(error), variant: 'destructive' });
    }
  }

  if (filed) return <GrievanceReceipt filed={filed} onAnother={() => setFiled(null)} />;

  return (
    <Card aria-labelledby="grievance-form-title">
      <CardHeader>
        <CardTitle id="grievance-form-title">File a grievance</CardTitle>
        <CardDescription>
          About content on Samaj, a member, or a decision of our moderators. No account is needed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="File a grievance"
          onSubmit={form.handleSubmit(submit)}
          className="flex flex-col gap-5"
        >
          <Field control={form.control} name="name" label="Your name">
            {(input) => <Input {...input} autoComplete="name" maxLength={100} />}
          </Field>
          <Field
            control={form.control}
            name="contact"
            label="Phone or email"
            hint="Where the Grievance Officer can reach you."
          >
            {(input) => <Input {...input} autoComplete="email" inputMode="email" maxLength={254} />}
          </Field>
          <Field control={form.control} name="subject" label="Subject">
            {(input) => <Input {...input} maxLength={200} />}
          </Field>
          <Field control={form.control} name="description" label="What happened">
            {(input) => <Textarea {...input} rows={5} maxLength={5000} />}
          </Field>
          <Field
            control={form.control}
            name="reportedUrl"
            label="Link to the content"
            optional
            hint="Copy it from the address bar, e.g. a post's page."
          >
            {(input) => <Input {...input} type="url" inputMode="url" placeholder="https://" />}
          </Field>
          <Button type="submit" loading={file.isPending} className="self-stretch sm:self-start">
            Send grievance
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
          Grievance received
        </CardTitle>
        <CardDescription>Keep your ticket: it is the only way to follow your grievance.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">Your ticket</span>
          <span className="font-mono text-xl font-bold tracking-wide select-all" data-testid="grievance-ticket">
            {filed.ticket}
          </span>
        </p>
        <dl className="grid gap-2 text-base">
          <div>
            <dt className="text-sm text-muted-foreground">Acknowledged by</dt>
            <dd className="font-medium">{formatDateTime(filed.acknowledgeBy)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Resolved by</dt>
            <dd className="font-medium">{formatDateTime(filed.resolveBy)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/grievance/${filed.ticket}`}>See its status</Link>
          </Button>
          <Button variant="outline" onClick={onAnother}>
            File another
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
