// A section named by its heading for screen readers (aria-labelledby): the block's class on the
// section, `${block}__heading` on its h2 (the participant's page: the map, the statement form,
// Mine data). The admin settings' card is ConfigSection.
import { useId, type ReactNode } from 'react';

export function HeadedSection({
  block,
  title,
  children,
}: {
  block: string;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={block} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={`${block}__heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
