import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import type { CreateShortBody } from '@betogether/contracts/shorts/shorts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { prependShort } from './short-cache';
import { shortKeys } from './short-keys';

/** Posts a short from a ready video: it goes to the top of the author's grid and its page is cached. */
export function useCreateShort() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShortBody) => call(shortsEndpoints.create, { body }),
    onSuccess: (short) => {
      queryClient.setQueryData(shortKeys.detail(short.id), short);
      prependShort(queryClient, shortKeys.member(short.author.id), short);
      if (short.remixOf) prependShort(queryClient, shortKeys.remixes(short.remixOf.id), short);
    },
  });
}
