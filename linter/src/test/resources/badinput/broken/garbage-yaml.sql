about: Window Top-N
tables:
  Bid: |
    CREATE TABLE Bid (price INT)
cases:
  - name: top 3
