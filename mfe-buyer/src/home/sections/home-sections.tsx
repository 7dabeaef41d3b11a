import { AppDownload, FaqSection, FinalCallToAction, PricingSection, Testimonials } from './home-closing.tsx';
import { Audiences, ChatAndReviews, Features, HowItWorks, SetupTimeline } from './home-product.tsx';

/** The home page below the first screen, in the spec's order (§2 'Home page'). */
export function HomeSections() {
  return (
    <>
      <Audiences />
      <Features />
      <HowItWorks />
      <ChatAndReviews />
      <SetupTimeline />
      <PricingSection />
      <Testimonials />
      <AppDownload />
      <FaqSection />
      <FinalCallToAction />
    </>
  );
}
