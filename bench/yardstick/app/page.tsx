import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";

// A typical marketing hero; nothing in it is dynamic, so `next build` prerenders it.
export default function Home() {
  return (
    <main>
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Borrow against your home, simply
        </Typography>
        <Typography sx={{ mb: 4 }}>
          See what you could borrow in a minute. Checking your rate does not affect your credit score.
        </Typography>
        <Stack component="form" direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField label="Email address" type="email" name="email" autoComplete="email" fullWidth />
          <Button type="submit" variant="contained" size="large">
            Get started
          </Button>
        </Stack>
      </Container>
    </main>
  );
}
