SELECT `名前`, `😀`, `café` FROM `表`;
