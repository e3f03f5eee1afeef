import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";

export default function Page() {
  return (
    <Container>
      <Typography variant="h1">Unlock your home’s equity</Typography>
    </Container>
  );
}
