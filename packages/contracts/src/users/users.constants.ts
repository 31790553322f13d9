/** Zod-free lists of the users contract, for the web to import without the schemas. */

/** `moderator`: a member an admin named to work the moderation queue (and nothing else of the back office). */
export const roles = ['member', 'partner', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles a member may switch between (`/api/chnageRole`); nobody becomes admin this way. */
export const switchableRoles = ['member', 'partner'] as const satisfies readonly Role[];
export type SwitchableRole = (typeof switchableRoles)[number];

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
