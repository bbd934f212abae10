-- Public metadata (`ownername`) shows an owner's display name only. Names that were only the
-- e-mail's local part — the old fallback when the provider sent no name — are removed, so no part
-- of an address is published. The account page then shows the e-mail to its owner alone.
UPDATE users SET hname = NULL WHERE hname IS NOT NULL AND email IS NOT NULL
  AND lower(hname) = split_part(email, '@', 1);
