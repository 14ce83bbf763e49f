import { Trans } from "@lingui/react/macro";
import { Button, Center } from "@mantine/core";

interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/** The next page of a paged list, while there is one. */
export function LoadMore({ query }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <Center mt="md">
      <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        <Trans>Load more</Trans>
      </Button>
    </Center>
  );
}
