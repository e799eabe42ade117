import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { PageHero } from '../../components/marketing/product-parts';
import { Tabs } from '../../components/ui/tabs';
import { PAGES, pageVariant } from '../../config/paths';
import type { ProductContent } from '../../content/types';
import {
  HardwarePanel,
  LanguageModelPanel,
  MedicalSoftwarePanel,
  MyopiaPanel,
  RiskAssessmentPanel,
  SamdPanel,
} from './product-panels';
import './product-page.css';
import { PRODUCT_TAB_KEYS as TAB_KEYS } from '../../content/keys';

type TabValue = '1' | '2' | '3' | '4' | '5' | '6';

function Panel({ tabs, type }: { tabs: ProductContent['tabs']; type: TabValue }) {
  switch (type) {
    case '2':
      return <HardwarePanel tab={tabs.hardware} />;
    case '3':
      return <RiskAssessmentPanel tab={tabs.riskAssessment} />;
    case '4':
      return <MedicalSoftwarePanel tab={tabs.medicalSoftware} />;
    case '5':
      return <MyopiaPanel tab={tabs.myopia} />;
    case '6':
      return <LanguageModelPanel tab={tabs.languageModel} />;
    default:
      return <SamdPanel tab={tabs.samd} />;
  }
}

/**
 * Products: six tabs whose state is the URL (`?type=N`), so every tab is shareable, the back
 * button steps through them, and each tab's prerendered file carries only its own content.
 */
export default function ProductPage({ content }: PageProps<'product'>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = (pageVariant('product', params) ?? '1') as TabValue;
  const tabs = TAB_KEYS.map((key, index) => ({
    value: String(index + 1) as TabValue,
    label: content.tabs[key].tab,
  }));
  const body = useRef<HTMLDivElement>(null);
  // Narrow screens scroll the tab row sideways: bring the selected tab into view (e.g. ?type=6).
  useEffect(() => {
    const list = body.current?.querySelector<HTMLElement>('[role="tablist"]');
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, start - (list.clientWidth - tab.offsetWidth) / 2);
    }
  }, [type]);
  const select = (value: TabValue) => {
    if (value === type) return;
    // A push, so Back returns to the previous tab. The root layout scrolls to the top on every
    // location change; `keepScroll` marks a tab switch that should not: the visitor stays where the
    // tab is.
    navigate(
      { search: `?${PAGES.product.variants.param}=${value}` },
      { preventScrollReset: true, state: { keepScroll: true } },
    );
  };
  return (
    <article className="product-page">
      <PageHero heading={content.heading} />
      <div className="product-page__body" ref={body}>
        <Tabs tabs={tabs} selected={type} onSelect={select} label={content.tabsLabel}>
          <Panel tabs={content.tabs} type={type} />
        </Tabs>
      </div>
    </article>
  );
}
