import { iceServerSchema } from '@betogether/contracts/chat/chat.schemas';
import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/**
 * The ICE servers browsers use to connect a call (`ICE_SERVERS`, JSON: RTCIceServer[]). Empty by
 * default: two browsers on one network connect directly; across networks a TURN server is needed
 * (README "Calls": Debian's coturn).
 */
export const chatConfig = defineConfigSlice(
  {
    ICE_SERVERS: z
      .string()
      .default('[]')
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'JSON: an array of RTCIceServer' });
          return z.NEVER;
        }
      })
      .pipe(z.array(iceServerSchema).max(10)),
  },
  (e) => ({ iceServers: e.ICE_SERVERS }),
);
