import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Author } from '@samaj/shared/posts';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { scrollBehavior } from '@/lib/utils';
import { shownPostList, type PostListKind } from '../api/keys';
import { PostComposer } from './post-composer';
import type { AuthorMenu } from './post-card';
import { PostFeed } from './post-feed';

const tabs: { kind: PostListKind; label: MessageDescriptor }[] = [
  { kind: 'all', label: msg`All posts` },
  { kind: 'mine', label: msg`My posts` },
  { kind: 'liked', label: msg`Liked` },
];

export interface PostsScreenProps {
  viewer: Author;
  /** The "more" menu on other members' posts: Report and Block (composed in app/). */
  authorMenu?: AuthorMenu;
}

/** /posts: the composer, then everyone's posts, mine or the ones I liked (kept in `?show=`, so Back returns to it). */
export function PostsScreen({ viewer, authorMenu }: PostsScreenProps) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = shownPostList(searchParams);
  const [composing, setComposing] = useState(false);

  function openComposer() {
    setComposing(true);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Posts</Trans>
      </h1>
      <PostComposer viewer={viewer} open={composing} onOpenChange={setComposing} />
      <Tabs
        value={kind}
        onValueChange={(value) =>
          setSearchParams(value === 'all' ? {} : { show: value }, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label={t`Which posts`}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.kind} value={tab.kind}>
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.kind} value={tab.kind} className="mt-4">
            <PostFeed kind={tab.kind} viewerId={viewer.id} onWrite={openComposer} authorMenu={authorMenu} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
