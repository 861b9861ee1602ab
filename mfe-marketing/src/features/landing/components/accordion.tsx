import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The item open on first render; null opens none. */
  defaultOpenId?: string | null;
}

/**
 * Single-open accordion: opening an item closes the other; the open item closes again on a second
 * click. Buttons inside headings with aria-expanded/aria-controls, so keyboard and screen-reader
 * use needs nothing extra (Enter/Space on the focused question).
 */
export function Accordion({ items, defaultOpenId = null }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  return (
    <div className="mk-accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={`mk-accordion-item${open ? ' mk-accordion-open' : ''}`}>
            <h3 className="mk-accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="mk-accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className="mk-accordion-icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="mk-accordion-panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
