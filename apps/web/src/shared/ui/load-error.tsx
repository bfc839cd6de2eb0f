import { Alert, Button } from "@mui/material";

/** A list or lookup that could not load: says what failed and offers to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={onRetry}>Reintentar</Button>}>
      {message}
    </Alert>
  );
}
