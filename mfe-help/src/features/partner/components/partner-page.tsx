import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Page, media } from '@joy/ui';
import { joinSteps, partnerBenefits } from './partner-benefits';

const Lead = styled.p`
  color: ${({ theme }) => theme.color.muted};
  line-height: 1.8;
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); gap: 16px; }
  ${media.desktop} { grid-template-columns: repeat(3, 1fr); }
`;

const Benefit = styled(Card).attrs({ as: 'li' })`
  padding: 16px;
  h3 { margin: 0 0 4px; font-size: 1.05rem; color: ${({ theme }) => theme.color.primaryDark}; }
  p { margin: 0; line-height: 1.7; }
`;

const Steps = styled.ol`
  padding-left: 1.5em;
  line-height: 2;
`;

const Cta = styled.div`
  margin-top: 24px;
  text-align: center;
`;

/** /partner: why a restaurant should join, how, and the way to the cooperation form. */
export function PartnerPage() {
  return (
    <Page>
      <h1>成為樂享合作店家</h1>
      <Lead>樂享結合找餐廳、線上訂位、行動付款與樂幣回饋，幫您的餐廳接觸更多愛吃的客人，也讓熟客更常回來。</Lead>
      <section aria-labelledby="partner-benefits">
        <h2 id="partner-benefits">加入的好處</h2>
        <Benefits>
          {partnerBenefits.map((benefit) => (
            <Benefit key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Benefit>
          ))}
        </Benefits>
      </section>
      <section aria-labelledby="partner-steps">
        <h2 id="partner-steps">合作流程</h2>
        <Steps>
          {joinSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </section>
      <Cta>
        <Button as={Link} to="/cooperation">
          申請成為合作店家
        </Button>
      </Cta>
    </Page>
  );
}
