import { useContext } from 'react';
import { Outlet, useParams } from 'react-router';
import { brandBySlug, brands, isBrandId } from '@territorio/api-client/core';
import { DesignSystemProvider } from '@territorio/design-system';
import { selectBrandId } from '@territorio/dealership-flow';
import { Layout } from '../app/Layout';
import { FlowOptionsContext, FlowProvider, useFlow } from './FlowProvider';
import { OperationChangedNotice } from './OperationChangedNotice';

/** The vehicle brand's theme (spec 3: brands[id].theme), from the operation, unit or address. */
const ThemedLayout = () => {
  const params = useParams();
  const brandId = useFlow(selectBrandId) ?? brandBySlug(params.brand ?? '')?.id ?? null;
  const theme = brandId !== null && isBrandId(brandId) ? brands[brandId].theme : 'group';
  // The withdrawal form is pre-filled with the operation's code, or the address's.
  const operationCode = useFlow((state) => state.operation?.code) ?? params.operation_code;
  return (
    <DesignSystemProvider theme={theme}>
      <Layout operationCode={operationCode}>
        <OperationChangedNotice />
        <Outlet />
      </Layout>
    </DesignSystemProvider>
  );
};

/** Every reservation route shares one flow store while the buyer moves between screens. */
export const FlowRoot = () => (
  <FlowProvider options={useContext(FlowOptionsContext)}>
    <ThemedLayout />
  </FlowProvider>
);
